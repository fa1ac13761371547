import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/modal.tsx";

/** The question before an upload replaces a file that is already there. */
export function OverwriteModal({
  open,
  question,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  question: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onClose={onCancel} title="Sobrescrever arquivo">
      <p className="text-sm text-slate-700">{question}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={onConfirm}>Sobrescrever</Button>
      </div>
    </Modal>
  );
}
