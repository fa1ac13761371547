// What a dialog takes: apart from `Modal`, which loads the dialog lazily, so the dialog does not import its loader.
import type { ReactNode } from "react";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: "sm" | "lg";
}
