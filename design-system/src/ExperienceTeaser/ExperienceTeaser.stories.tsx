import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popin } from '../Popin/Popin.tsx';
import { PopinProvider, usePopins } from '../Popin/PopinProvider.tsx';
import { ExperienceTeaser, experienceTeaserHeadingLevels, type ExperienceTeaserProps } from './ExperienceTeaser.tsx';

const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="100%" height="100%" fill="#0b5cab"/><rect x="80" y="80" width="480" height="200" fill="#9cc3f0"/></svg>',
  );

const meta = {
  title: 'Design system/Cinema components/ExperienceTeaser',
  tags: ['autodocs'],
  component: ExperienceTeaser,
  args: {
    title: 'IMAX',
    description: 'Une image plus grande, plus lumineuse, et un son d’une précision absolue.',
    image: { src: picture },
    experienceLink: { label: 'Découvrir l’expérience IMAX', url: '/fr/experiences/imax' },
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: experienceTeaserHeadingLevels } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ExperienceTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, description, decorative image and the link to the experience page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'IMAX' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Découvrir l’expérience IMAX' })).toHaveAttribute(
      'href',
      '/fr/experiences/imax',
    );
    // The picture decorates: the title names the subject.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** The optional extra link, here to a partner site in a new tab. */
export const WithLink: Story = {
  args: {
    link: { label: 'Le site IMAX', url: 'https://www.imax.com', target: '_blank', newTabHint: '(nouvel onglet)' },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Le site IMAX (nouvel onglet)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const WithoutImage: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

function PopinDemo(args: ExperienceTeaserProps) {
  const { open } = usePopins();
  return (
    <>
      <Button onPress={(event) => open('experienceTeaser', { trigger: event.target })}>Découvrir IMAX</Button>
      <Popin id="experienceTeaser" title="Expérience" closeLabel="Fermer">
        <ExperienceTeaser {...args} />
      </Popin>
    </>
  );
}

/** In the experienceTeaser pop-in (a centred dialog). */
export const InPopin: Story = {
  render: (args) => (
    <PopinProvider>
      <PopinDemo {...args} />
    </PopinProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Découvrir IMAX' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Expérience' });
    // The dialog fades in: visible once its entry animation ends.
    await waitFor(
      () => expect(within(dialog).getByRole('link', { name: 'Découvrir l’expérience IMAX' })).toBeVisible(),
      {
        timeout: 5000,
      },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
