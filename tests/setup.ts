import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom does not lay out, so it has no scrolling; the wizard scrolls its top into view on a step change.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
