/** Birth dates are stored YYYY-MM-DD but typed the US way: "4/12/1955" is sent as "1955-04-12". */
const US_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

export function historySearchText(input: string): string {
  const text = input.trim();
  const us = US_DATE.exec(text);
  if (!us) return text;
  const [, month = '', day = '', year = ''] = us;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
