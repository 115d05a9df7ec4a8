import { Classes } from '@blueprintjs/core';
const DARK_KEY = 'bo.dark';

export function storedDarkMode(): boolean {
  try {
    return localStorage.getItem(DARK_KEY) === '1';
  } catch {
    return false;
  }
}

export function applyDarkMode(dark: boolean): void {
  localStorage.setItem(DARK_KEY, dark ? '1' : '0');
  document.body.classList.toggle(Classes.DARK, dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}
