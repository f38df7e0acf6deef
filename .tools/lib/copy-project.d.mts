/** Copies the project's sources into `to` (an empty folder), with node_modules symlinked. */
export declare function copyProject(to: string): Promise<void>;
