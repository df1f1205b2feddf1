// @vitest-environment jsdom
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { Profiler } from 'react';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrandTheme } from '../../../../src/org/create-brand-theme';
import type { PageBrand } from '../../../../src/org/page-data';

const brand = { theme: { primary: '#123456', secondary: '#654321', background: '#ffffff', text: '#111111' } } as unknown as PageBrand;

afterEach(cleanup);

describe('a button press in the brand theme', () => {
  it('mounts no ripple: the press is a CSS pressed shade, not script work before the next step or the errors', () => {
    const { getByRole, container } = render(<ThemeProvider theme={createBrandTheme(brand)}><Button type="submit">Continue</Button></ThemeProvider>);
    const button = getByRole('button', { name: 'Continue' });
    fireEvent.mouseDown(button);
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    expect(container.querySelector('.MuiTouchRipple-root, .MuiTouchRipple-ripple')).toBeNull();
  });

  it('re-renders nothing on the press itself (no ripple asked to mount)', () => {
    let commits = 0;
    const { getByRole } = render(
      <Profiler id="continue" onRender={() => { commits += 1; }}>
        <ThemeProvider theme={createBrandTheme(brand)}><Button type="submit">Continue</Button></ThemeProvider>
      </Profiler>,
    );
    const mounted = commits;
    const button = getByRole('button', { name: 'Continue' });
    fireEvent.mouseDown(button);
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    expect(commits).toBe(mounted);
  });

  it('keeps a visible focus ring and a pressed shade in the brand\'s colour', () => {
    const root = createBrandTheme(brand).components?.MuiButton?.styleOverrides?.root as (props: { theme: ReturnType<typeof createBrandTheme> }) => Record<string, unknown>;
    const styles = root({ theme: createBrandTheme(brand) });
    expect(styles['&.Mui-focusVisible']).toEqual({ outline: '2px solid #123456', outlineOffset: 2 });
    expect(styles['&:active:not(.Mui-disabled)']).toHaveProperty('backgroundImage');
  });
});
