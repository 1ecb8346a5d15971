import { useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/constants';

/** The tab title (what screen readers announce after navigation), set in a layout effect so it never lags. */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}`;
  }, [title]);
}
