import { createContext, type ReactNode, useContext, useState } from 'react';

export type OpenEditor = {
  id: string;
  /** Leave edit mode for another cell; false when it cannot (its text is invalid). */
  leave: () => boolean;
};

/** One cell in edit mode at a time; plain mutable state, so the slot changing re-renders no cell. */
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
