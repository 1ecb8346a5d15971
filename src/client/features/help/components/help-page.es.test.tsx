import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { expectNoEnglish } from '../../../testing/no-english';
import { renderRoute } from '../../../testing/render';

describe('Help Center in Spanish', () => {
  it('reads in Spanish from top to bottom, with the amounts and Medicare in Spanish', async () => {
    mockFetch({});
    renderRoute('/help', { language: 'es' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo ordenamos los planes' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Contenido' })).getByRole('link', {
        name: 'Cómo ordenamos los planes',
      }),
    ).toHaveAttribute('href', '#how-we-rank');
    const extraHelp = screen.getByRole('region', { name: 'Ayuda Adicional para pagar los medicamentos' });
    expect(extraHelp).toHaveTextContent('En 2026: hasta $5.10 por los genéricos y $12.65 por los de marca');
    expect(extraHelp).toHaveTextContent(
      'En 2027 (cifras de 2026; las de 2027 aún no se han publicado): hasta $5.10 por los genéricos',
    );
    expect(within(extraHelp).getByRole('link', { name: '1-800-772-1213' })).toHaveAttribute(
      'href',
      'tel:+18007721213',
    );
    const terms = within(screen.getByRole('region', { name: 'Tipos de farmacias' }))
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Farmacia preferida', 'Farmacia estándar', 'Farmacia de pedidos por correo']);
    expect(screen.getByRole('link', { name: 'Medicare.gov (se abre en una pestaña nueva)' })).toHaveAttribute(
      'href',
      'https://es.medicare.gov',
    );
    expect(document.title).toBe('Centro de ayuda | ClearPlan');
    // The Oklahoma program's official name is given in English after its Spanish one.
    expectNoEnglish(document.body, [/Oklahoma Insurance Department, Medicare Assistance Program/g]);
  });
});
