import { createContext, type ReactNode, useContext, useState } from 'react';

/** A cell in edit mode, as the table knows it: its id and how to make it leave edit mode. */
export type OpenEditor = {
  id: string;
  /** Leave edit mode because another cell is opening. False when the cell cannot (its text is invalid). */
  leave: () => boolean;
};

/**
 * The table's one edit slot: only one cell is in edit mode at a time. A cell claims the slot before
 * it opens; the cell holding it is asked to leave first, and if it cannot, the new one stays
 * closed. Plain mutable state, not React state: the slot changing re-renders no cell.
 */
export type EditorSlot = {
  claim: (editor: OpenEditor) => boolean;
  release: (id: string) => void;
};

export function createEditorSlot(): EditorSlot {
  let open: OpenEditor | null = null;
  return {
    claim(editor) {
      if (open && open.id !== editor.id && !open.leave()) return false;
      open = editor;
      return true;
    },
    release(id) {
      if (open?.id === id) open = null;
    },
  };
}

const EditorSlotContext = createContext<EditorSlot | null>(null);

/** Gives the cells below one shared edit slot. */
export function EditorSlotProvider({ children }: { children: ReactNode }) {
  const [slot] = useState(createEditorSlot);
  return <EditorSlotContext.Provider value={slot}>{children}</EditorSlotContext.Provider>;
}

/** The table's edit slot; a cell outside any table gets one of its own. */
export function useEditorSlot(): EditorSlot {
  const shared = useContext(EditorSlotContext);
  const [own] = useState(createEditorSlot);
  return shared ?? own;
}
