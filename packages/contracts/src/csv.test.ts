import { describe, expect, it } from 'vitest';
import { csvText } from './csv.ts';

describe('csvText', () => {
  const rows = [
    ['Row', 'Name', 'Share'],
    [5, '=SUM(A1)', 1.5],
    [6, 'Ana; Bo', null],
  ];

  it('writes commas and a decimal point for English readers', () => {
    expect(csvText(rows, 'en')).toBe(`\uFEFFRow,Name,Share\r\n5,'=SUM(A1),1.5\r\n6,"Ana; Bo",\r\n`);
  });

  it.each(['de', 'fr', 'pt'] as const)('writes semicolons and a decimal comma for %s readers', (language) => {
    expect(csvText(rows, language)).toBe(`\uFEFFRow;Name;Share\r\n5;'=SUM(A1);1,5\r\n6;"Ana; Bo";\r\n`);
  });
});
