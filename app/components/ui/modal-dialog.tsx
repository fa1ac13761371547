import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { clsx } from "clsx";
import type { ModalProps } from "./modal-props";

/** A Headless UI dialog with the app's look: title, content, and its own focus trap and Escape. */
export default function ModalDialog({ open, onClose, title, children, size = "sm" }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition-opacity data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel
          transition
          className={clsx(
            "w-full rounded-xl bg-white p-6 shadow-xl transition data-closed:scale-95 data-closed:opacity-0",
            size === "lg" ? "max-w-2xl" : "max-w-md",
          )}
        >
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <div className="mt-3">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
