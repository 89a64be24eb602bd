/** Saves a file the page made (a CSV, a PDF from the API) through a temporary link, as a download. */
export function downloadFile(content: Blob, filename: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; revoke after the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
