/** The value of "no person" in the person pickers: the plain select's and the listbox's, which loads after it. */
export const NONE = "";
