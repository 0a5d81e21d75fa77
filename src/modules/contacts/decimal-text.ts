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
