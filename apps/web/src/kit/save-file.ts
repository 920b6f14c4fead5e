/** Hands a downloaded file to the browser's save, as a link with `download` would. */
export function saveFile(body: Blob, fileName: string): void {
  const url = URL.createObjectURL(body);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the address is no longer needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file an endpoint answered as base64 text (an XLSX export) as the bytes the browser saves. */
export function base64File(answer: {
  readonly content_base64: string;
  readonly content_type: string;
}): Blob {
  const bytes = Uint8Array.from(atob(answer.content_base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: answer.content_type });
}
