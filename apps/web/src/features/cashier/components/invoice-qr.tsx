import { useEffect, useState } from 'react';

/**
 * The invoice's payment URI (the API's `qr`: address, amount and memo tag where one is needed) as a
 * QR code, drawn as SVG: crisp at any size, and no canvas needed. The encoder loads only once an
 * invoice is shown, not with the deposit page.
 */
export function InvoiceQr({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then(
        (markup) => isCurrent && setSvg(markup),
        () => isCurrent && setSvg(null),
      );
    return () => {
      isCurrent = false;
    };
  }, [value]);
  return (
    <div
      className="invoice-qr"
      role="img"
      aria-label={label}
      data-testid="deposit-qr"
      data-ready={svg ? 'true' : undefined}
      // The markup is qrcode's own output for a string we passed it, not user HTML.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
