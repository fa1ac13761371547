import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { useToast } from "#app/components/toaster.tsx";

/**
 * The file a person picked for a streamed upload (`useFileUpload`): its input, the name shown beside it, the form's
 * submit that hands the file to the upload (or asks for one), and `clear` for when the upload settles.
 */
export function useChosenFile() {
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosenName, setChosenName] = useState<string | null>(null);
  return {
    inputRef,
    chosenName,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setChosenName(event.currentTarget.files?.[0]?.name ?? null),
    clear: () => {
      if (inputRef.current) inputRef.current.value = "";
      setChosenName(null);
    },
    submitTo: (choose: (file: File) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const chosen = inputRef.current?.files?.[0];
      if (!chosen) {
        toast.error("Escolha um arquivo.");
        return;
      }
      choose(chosen);
    },
  };
}
