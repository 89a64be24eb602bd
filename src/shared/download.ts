/** Saves a file the page made (a CSV, a PDF from the API, a calendar file) through a temporary link, as a download. */
export function downloadFile(content: Blob, filename: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; the address is let go a little later, as a slow browser
  // may still be reading it (the calendar downloads waited 1 and 10 seconds; one wait now serves all).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
