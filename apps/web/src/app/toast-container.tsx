import { useEffect, useState } from 'react';
import { ToastContainer as Toasts } from 'react-toastify/unstyled';

/**
 * react-toastify's container, its top below the crisis line and the navigation bar as they stand
 * at the top of the page: a toast covers neither the help line nor the quick exit, at any width
 * (react-toastify puts it at the very top, full width, on phones).
 */
export default function ToastContainer() {
  const [top, setTop] = useState<number>();
  useEffect(() => {
    const above = [
      document.querySelector<HTMLElement>('[data-crisis-line]'),
      document.querySelector('header'),
    ].filter((element) => element !== null);
    const measure = () =>
      setTop(above.reduce((sum, element) => sum + element.getBoundingClientRect().height, 8));
    // The observer reports each element's first size too, after the browser's own layout: a
    // measure here, while the page hydrates, forced a layout of its own (17 ms in a trace).
    const observer = new ResizeObserver(measure);
    for (const element of above) observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <Toasts style={top === undefined ? undefined : { top }} />;
}
