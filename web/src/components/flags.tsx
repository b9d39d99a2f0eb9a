import { flagOf } from '@customer-hub/contract/constants/languages';

interface FlagProps {
  /** A language code such as "pt-PT"; the part after the dash picks the flag. */
  code: string;
  /** Width in px; the height follows the 3:2 ratio. */
  width?: number;
}

const US_STARS = Array.from({ length: 20 }, (_, i) => ({ cx: 1.3 + (i % 5) * 2.3, cy: 1.2 + Math.floor(i / 5) * 2.4 }));

function FlagUS() {
  return (
    <>
      <rect width="30" height="20" fill="#b22234" />
      {[1, 3, 5, 7, 9, 11].map((n) => (
        <rect key={n} y={(n * 20) / 13} width="30" height={20 / 13} fill="#fff" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
      {US_STARS.map(({ cx, cy }) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="0.45" fill="#fff" />
      ))}
    </>
  );
}

function FlagES() {
  return (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  );
}

function FlagPT() {
  return (
    <>
      <rect width="30" height="20" fill="#da291c" />
      <rect width="12" height="20" fill="#046a38" />
      <circle cx="12" cy="10" r="4.2" fill="none" stroke="#ffe900" strokeWidth="1.2" />
      <path d="M10 7.6h4v3.6a2 2 0 0 1-4 0z" fill="#fff" stroke="#da291c" strokeWidth="0.9" />
    </>
  );
}

const FLAGS: Record<string, () => React.JSX.Element> = { US: FlagUS, ES: FlagES, PT: FlagPT };

/** A small bundled flag for a language code; decorative, so hidden from assistive technology. */
export function Flag({ code, width = 22 }: FlagProps) {
  const Drawing = FLAGS[flagOf(code)] ?? FlagES;
  return (
    <svg
      width={width}
      height={(width * 2) / 3}
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,.15)', flexShrink: 0 }}
    >
      <Drawing />
    </svg>
  );
}
