import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/constants';

/** Each page names itself in the tab title, which is what screen readers announce after navigation. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}`;
  }, [title]);
}
