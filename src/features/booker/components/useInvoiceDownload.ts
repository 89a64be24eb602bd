import { useState } from 'react';
import { downloadFile } from '@/shared';
import { answered, failureText } from '../model/answers';
import { reportBytes } from '../model/invoices';

/** An invoice report as the API answers it: the PDF in base64 and its file name. */
interface InvoiceReport {
  code?: number;
  message?: string;
  invoice: string;
  filename: string;
}

/**
 * Downloads an invoice's PDF (the booker's invoices and a customer's own) and says which one is being prepared.
 * `showFailure` is told of a failure, and told `undefined` when a download starts, so the last message goes.
 */
export function useInvoiceDownload(
  report: (id: number) => Promise<InvoiceReport>,
  showFailure: (message: string | undefined) => void,
) {
  const [downloading, setDownloading] = useState<number>();
  const download = async (id: number) => {
    setDownloading(id);
    showFailure(undefined);
    try {
      const answer = await report(id);
      const verdict = answered(answer);
      if (!verdict.ok) showFailure(verdict.message);
      else downloadFile(new Blob([reportBytes(answer.invoice)], { type: 'application/pdf' }), answer.filename);
    } catch (error) {
      showFailure(failureText(error));
    } finally {
      setDownloading(undefined);
    }
  };
  return { downloading, download };
}
