import { render } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { englishLeft } from './no-english';

describe('englishLeft (the check of Spanish pages)', () => {
  it('finds English in text, in spoken attributes and in the tab title', () => {
    // Whatever `<html lang>` an earlier page left (an admin page sets "en"), the page is read.
    const before = document.documentElement.lang;
    onTestFinished(() => {
      document.documentElement.lang = before;
    });
    document.documentElement.lang = 'en';
    document.title = 'Buscar planes | ClearPlan';
    render(
      <main>
        <h1>Sus resultados</h1>
        <p>Please check your answers</p>
        <button type="button" aria-label="Close the dialog">
          X
        </button>
        <input placeholder="Enter your ZIP code" />
      </main>,
    );
    expect(englishLeft()).toEqual([
      '[Please] check [your] answers',
      '[Close] [the] dialog',
      '[Enter] [your] [ZIP] [code]',
    ]);
    document.title = 'Find Plans | ClearPlan';
    expect(englishLeft()[0]).toBe('[Find] [Plans] | ClearPlan');
  });

  it('passes Spanish, names, text marked lang="en" and data allowed by the caller', () => {
    document.title = 'Historial de búsquedas | ClearPlan';
    render(
      <main>
        <p>No se encontraron búsquedas anteriores para Rosa Martínez en el condado de Canadian.</p>
        <p>Medicare Advantage, Parte D, Ayuda Adicional: 1-800-MEDICARE (TTY 1-877-486-2048).</p>
        <button type="button">
          <span lang="en">English</span>
        </button>
        <p>Atorvastatin 20 mg tablet · 30 tabletas</p>
        <div lang="en">
          <p>Read in English on purpose</p>
          <p lang="es">
            Y de nuevo en español, salvo <span>the word</span>
          </p>
        </div>
      </main>,
    );
    // The nearest language mark decides: Spanish inside English text is read again.
    expect(englishLeft()).toEqual(['[the] word']);
    const { container } = render(<p>Tulsa Corner Pharmacy</p>);
    expect(englishLeft(container)).toEqual(['Tulsa Corner [Pharmacy]']);
    expect(englishLeft(container, [/Tulsa Corner Pharmacy/g])).toEqual([]);
  });
});
