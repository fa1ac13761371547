/** A multipart body: an upload, streamed through to the API rather than parsed by the web tier. */
export function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").includes("multipart/form-data");
}
