import { useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/constants';

/**
 * Each page names itself in the tab title, which is what screen readers announce after navigation.
 * Set as the page is put on screen (a layout effect), so the title never lags behind the heading.
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}`;
  }, [title]);
}
