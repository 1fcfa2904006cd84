const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

function expandHex(hex: string): string {
  const digits = hex.slice(1);
  return digits.length === 3
    ? digits
        .split('')
        .map((d) => d + d)
        .join('')
    : digits;
}

/** WCAG 2.x relative luminance of an sRGB colour written as #rgb or #rrggbb. */
export function relativeLuminance(hex: string): number {
  const digits = expandHex(hex);
  const linear = (offset: number) => {
    const channel = Number.parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(0) + 0.7152 * linear(2) + 0.0722 * linear(4);
}

/** WCAG contrast ratio between two hex colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  const [lighter, darker] = a > b ? [a, b] : [b, a];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA for normal-size text. */
export const MINIMUM_TEXT_CONTRAST = 4.5;
