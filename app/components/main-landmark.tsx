import { type ComponentProps, createContext, useContext } from "react";

const InsideMain = createContext(false);

/** The page's one `<main>`; what renders inside it knows not to open another (see `useInsideMain`). */
export function MainLandmark(props: ComponentProps<"main">) {
  return (
    <InsideMain.Provider value={true}>
      <main {...props} />
    </InsideMain.Provider>
  );
}

/** True inside `MainLandmark`: a nested `<main>` would be a second main landmark for screen readers. */
export function useInsideMain(): boolean {
  return useContext(InsideMain);
}
