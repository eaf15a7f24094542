import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export const APP_NAME = 'Labforge';

// Pages name themselves; the top bar (outside the page) shows the name. A setter in context
// keeps the page the single source of its own title, including titles that come from data.
const SetTitleContext = createContext<(title: string) => void>(() => {});
const TitleContext = createContext('');

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  return (
    <SetTitleContext.Provider value={setTitle}>
      <TitleContext.Provider value={title}>{children}</TitleContext.Provider>
    </SetTitleContext.Provider>
  );
}

/** Names the current page in the top bar and the browser tab. */
export function usePageTitle(title: string): void {
  const setTitle = useContext(SetTitleContext);
  useEffect(() => {
    setTitle(title);
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title, setTitle]);
}

export function useCurrentPageTitle(): string {
  return useContext(TitleContext);
}
