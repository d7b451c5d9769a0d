// The legal pages (issue 18) as visitors reach them, in every brand: the terms, privacy policy and
// responsible-gambling page in the toolbar's language, the terms as a German visitor reads them
// (the brand's German page, the shell in German), and a page the brand has not published in the
// visitor's language (French): the English page under a French label that says so.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStoryFrame } from './PageStoryFrame.tsx';
import { backToTop, pageArrives as found } from './pageStoryKit.ts';
import { storyLanguage } from './storyMessages.ts';

const meta = {
  title: 'App/Content/Pages',
  component: PageStoryFrame,
  args: { page: 'termsAndConditions', player: null },
  parameters: { layout: 'fullscreen' },
  // A story's `loaders` may load a locale: the page renders in it.
  render: (args, { loaded }) => <PageStoryFrame {...args} language={loaded.language} />,
  afterEach: backToTop,
} satisfies Meta<typeof PageStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const article = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findByRole('article', undefined, found)) as HTMLElement;

export const TermsAndConditions: Story = {
  play: async ({ canvasElement }) => {
    const page = await article(canvasElement);
    await expect(within(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(canvasElement).queryByTestId('content-fallback')).toBeNull();
  },
};

export const PrivacyPolicy: Story = {
  args: { page: 'privacyPolicy' },
  play: TermsAndConditions.play,
};

export const ResponsibleGambling: Story = {
  args: { page: 'responsibleGambling' },
  play: TermsAndConditions.play,
};

/** Every brand publishes its terms in German: the page and the shell are German, with no label. */
export const TermsInGerman: Story = {
  loaders: [async () => ({ language: await storyLanguage('de') })],
  play: async ({ canvasElement }) => {
    const page = await article(canvasElement);
    await expect(page).not.toHaveAttribute('lang');
    await expect(within(canvasElement).queryByTestId('content-fallback')).toBeNull();
  },
};

/** No brand publishes its anti-money-laundering policy in French: English, labelled in French. */
export const EnglishFallbackLabelled: Story = {
  args: { page: 'amlPolicy' },
  loaders: [async () => ({ language: await storyLanguage('fr') })],
  play: async ({ canvasElement }) => {
    const page = await article(canvasElement);
    await expect(page).toHaveAttribute('lang', 'en');
    await expect(within(canvasElement).getByTestId('content-fallback')).toHaveTextContent(
      'Cette page est disponible en anglais.',
    );
  },
};

/**
 * The Contacts page (issue 35 point 6): where the brand turns live chat on, the app adds its own
 * line about the chat under the brand's text; a brand without chat promises none.
 */
export const Contacts: Story = {
  args: { page: 'contacts' },
  play: async ({ canvasElement }) => {
    const page = await article(canvasElement);
    await expect(page).not.toHaveTextContent(/live chat/i);
    const chatLine = within(canvasElement).queryByTestId('contacts-live-chat');
    if (chatLine) await expect(chatLine).toHaveTextContent('Live chat');
  },
};
