/**
 * A decimal text (`-1.50e-3`, `+2`, or a finite number's String) as one form, its significant digits
 * and power of ten: 1.50e-3 and 0.0015 are 15e-4, and every zero is 0. Two texts name the same
 * number exactly when their forms are equal: a text and the String of the double read from it
 * differ where the double did not keep what was written (10.0000000000000001, 1e-400).
 */
export function decimalOf(text: string): string {
  const [, sign, whole, fraction = '', exponent = '0'] =
    /^([-+]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text) ?? [];
  const digits = `${whole}${fraction}`.replace(/^0+/, '');
  if (digits === '') return '0';
  const significant = digits.replace(/0+$/, '');
  const power = Number(exponent) - fraction.length + digits.length - significant.length;
  return `${sign === '-' ? '-' : ''}${significant}e${power}`;
}

/**
 * The order of two decimal texts by the numbers they name exactly (negative, zero or positive,
 * as `a` is below, equal to or above `b`), where their doubles may be equal or even reversed
 * (10 and 9.99999999999999999).
 */
export function compareDecimals(a: string, b: string): number {
  const [x, y] = [a, b].map(partsOf);
  if (x.sign !== y.sign) return Math.sign(x.sign - y.sign);
  if (x.sign === 0) return 0;
  // The place of the leading digit first, then the digits from it on.
  const byPlace = x.place - y.place;
  if (byPlace !== 0) return Math.sign(byPlace) * x.sign;
  const width = Math.max(x.digits.length, y.digits.length);
  const [dx, dy] = [x.digits.padEnd(width, '0'), y.digits.padEnd(width, '0')];
  return dx === dy ? 0 : (dx < dy ? -1 : 1) * x.sign;
}

function partsOf(text: string): { sign: number; digits: string; place: number } {
  const form = decimalOf(text);
  if (form === '0') return { sign: 0, digits: '', place: 0 };
  const [, minus, digits, power] = /^(-?)(\d+)e(-?\d+)$/.exec(form)!;
  return { sign: minus ? -1 : 1, digits, place: digits.length + Number(power) };
}
