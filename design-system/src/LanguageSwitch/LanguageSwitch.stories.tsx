import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popin } from '../Popin/Popin.tsx';
import { PopinProvider, usePopins } from '../Popin/PopinProvider.tsx';
import {
  LanguageSwitch,
  languageSwitchLabelStyles,
  languageSwitchOrientations,
  type LanguageSwitchProps,
} from './LanguageSwitch.tsx';

const belgium: LanguageSwitchProps['languages'] = [
  { code: 'fr', label: 'Français' },
  { code: 'nl', label: 'Nederlands' },
];

const meta = {
  title: 'Design system/Shell and member pop-ins/LanguageSwitch',
  tags: ['autodocs'],
  component: LanguageSwitch,
  args: { label: 'Language', languages: belgium, currentLanguage: 'fr', onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: languageSwitchOrientations },
    labelStyle: { control: 'inline-radio', options: languageSwitchLabelStyles },
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current language is marked; choosing one is ButtonsKeyboard's. */
export const Buttons: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Language' });
    await expect(within(list).getByRole('button', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    await expect(within(list).getByRole('button', { name: 'Nederlands' })).not.toHaveAttribute('aria-current');
  },
};

/** Tab then Enter chooses another language; choosing the current one does nothing. */
export const ButtonsKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Language' });
    const french = within(list).getByRole('button', { name: 'Français' });
    const dutch = within(list).getByRole('button', { name: 'Nederlands' });
    await userEvent.tab();
    await expect(french).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(dutch).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('nl');
  },
};

/** Links to the same page in each language, each label marked with its own language. */
export const Links: Story = {
  args: {
    languages: [
      { code: 'fr', label: 'Français', href: '/ch/fr/films' },
      { code: 'de', label: 'Deutsch', href: '/ch/de/filme' },
      { code: 'en', label: 'English', href: '/ch/en/films' },
    ],
    currentLanguage: 'de',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const german = canvas.getByRole('link', { name: 'Deutsch' });
    await expect(german).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('English')).toHaveAttribute('lang', 'en');
  },
};

/** The footer's language buttons, in a row. */
export const Horizontal: Story = { args: { orientation: 'horizontal' } };

/** The desktop header's languages: codes in a row, each named in full for assistive technology, the current one underlined. */
export const Codes: Story = {
  args: { orientation: 'horizontal', labelStyle: 'code' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Language' });
    const french = within(list).getByRole('button', { name: 'FR Français' });
    await expect(french).toHaveAttribute('aria-current', 'true');
    await expect(french).toHaveTextContent(/^FR/);
    await expect(within(list).getByRole('button', { name: 'NL Nederlands' })).not.toHaveAttribute('aria-current');
  },
};

function LanguagePopinDemo(args: LanguageSwitchProps & { openLabel: string; refusedMessage: string }) {
  const { open, close } = usePopins();
  const [refused, setRefused] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={(event) => setRefused(!open('languageSwitch', { trigger: event.target }))}>
        {args.openLabel}
      </Button>
      <p role="status">{refused ? args.refusedMessage : ''}</p>
      <Popin id="languageSwitch" title={args.label} closeLabel="Close">
        <LanguageSwitch
          {...args}
          onChange={(language) => {
            args.onChange?.(language);
            close('languageSwitch');
          }}
        />
      </Popin>
    </>
  );
}

const inPopin: Pick<Story, 'render' | 'parameters'> = {
  render: (args) => (
    <PopinProvider>
      <LanguagePopinDemo {...args} openLabel="FR" refusedMessage="Not available at this size" />
    </PopinProvider>
  ),
  parameters: { layout: 'padded' },
};

/** The languageSwitch pop-in at tablet width (700 px): it opens, and the keyboard chooses a language. */
export const InPopinTablet: Story = {
  ...inPopin,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'FR' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Language' });
    await waitFor(() => expect(dialog).toBeVisible());
    const dutch = within(dialog).getByRole('button', { name: 'Nederlands' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Through the close button and the current language to Dutch.
    for (let press = 0; press < 4 && document.activeElement !== dutch; press += 1) await userEvent.tab();
    await expect(dutch).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('nl');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** At desktop width (1080 px) the registry's maximum viewport (tablet) refuses to open the pop-in. */
export const RefusedOnDesktop: Story = {
  ...inPopin,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'FR' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Not available at this size');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
