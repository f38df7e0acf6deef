/** Types of renames.mjs, for the build test that shares it. */
export interface Renamed {
  file: string;
  bytes: number;
  gzip: number;
  /** The file holds the changed word. */
  holdsWord: boolean;
  /** The file is the entry, which index.html names. */
  isEntry: boolean;
}
export interface Renames {
  edit: { file: string; from: string; to: string };
  /** Script files of the second build, and their bytes, raw and gzip. */
  scripts: number;
  bytes: number;
  gzip: number;
  renamed: Renamed[];
}
/** Builds a copy of the project, changes one word of `wordsFile`, builds again, lists the renamed scripts. */
export declare function measureRenames(wordsFile?: string): Promise<Renames>;
