/** A label inside a sentence: "Job" in "Add another job". */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
