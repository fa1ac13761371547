import { useState } from "react";
import { useRevalidator } from "react-router";
import { useUpload } from "#app/hooks/use-upload.ts";
import { useToast } from "#app/components/toaster.tsx";

/** A size refused in the browser, with the toast's title and text. */
interface UploadLimit {
  tooLarge: (bytes: number) => boolean;
  title: string;
  message: string;
}

export interface FileUploadOptions {
  /** The route that streams the multipart body to the API and answers `{ok, message}`. */
  action: string;
  /** The 'Erro' toast when the route gives no message (specification §8). */
  failure: string;
  /** The multipart body for `file`, as create or as overwrite. */
  body: (file: File, overwrite: boolean) => FormData;
  /** Whether a file is already there, so the user is asked before it is replaced. */
  exists: (file: File) => boolean;
  /** Refused in the browser before sending (the API refuses it too). */
  limit: UploadLimit;
  /** Called when a choice is done with (sent, refused or cancelled): reset the input. */
  onSettled?: () => void;
}

/**
 * One upload with JavaScript: the size check, the overwrite question when a file is already there, the
 * upload with its progress, then the server's message as a toast and the page's data reloaded.
 */
export function useFileUpload({ action, failure, body, exists, limit, onSettled }: FileUploadOptions) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const { progress, upload } = useUpload();
  const [pendingOverwrite, setPendingOverwrite] = useState<File | null>(null);

  const send = async (file: File, overwrite: boolean) => {
    const outcome = await upload(action, body(file, overwrite), failure);
    onSettled?.();
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    toast.success(outcome.message);
    await revalidator.revalidate();
  };

  const choose = (file: File) => {
    if (limit.tooLarge(file.size)) {
      toast.error(limit.message, limit.title);
      onSettled?.();
      return;
    }
    if (exists(file)) setPendingOverwrite(file);
    else void send(file, false);
  };

  return {
    progress,
    choose,
    /** The file waiting for the overwrite question's answer. */
    pendingOverwrite,
    confirmOverwrite: () => {
      const file = pendingOverwrite;
      setPendingOverwrite(null);
      if (file) void send(file, true);
    },
    cancelOverwrite: () => {
      setPendingOverwrite(null);
      onSettled?.();
    },
  };
}
