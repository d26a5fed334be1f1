import { useEffect, useState } from 'react';

/**
 * Light / dark switch. chatbot-kit's styles.css reads `data-theme="dark"` (or
 * the class `ck-theme-dark`) on any ancestor; here it is set on `<html>`.
 */
export function ThemeToggle() {
  const [isDark, setDark] = useState(() => matchMedia('(prefers-color-scheme: dark)').matches);
  useEffect(() => {
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
  }, [isDark]);
  return (
    <button type="button" className="console-theme" aria-pressed={isDark} onClick={() => setDark((dark) => !dark)}>
      Dark theme
    </button>
  );
}
