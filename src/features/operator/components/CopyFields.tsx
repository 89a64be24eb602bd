import { Text } from '@chakra-ui/react';
import { LEGAL_TAGS } from '@/api/wire/legalHtml';
import type { WireContent } from '@/api/wire/configuration';
import { TextBox } from '@/design-system';
import { fieldId } from '../model/consoleForm';
import { LISTS } from '../model/fields';
import { Section, type SectionProps } from './FormParts';
import { ListEditor } from './ListEditor';

/** Long copy: the legal pages are a few thousand characters of HTML. */
const LONG_TEXT = 20_000;

/**
 * The home page's copy (tagline, Quote and Book, FAQ, Why Us, airport transfers, contact), the footer's social links
 * and its legal pages: each list's items added, removed and reordered here.
 */
export function CopyFields({ settings, errors, change }: SectionProps) {
  const content = settings.content;
  const setContent = (next: Partial<WireContent>) => change({ content: { ...content, ...next } });
  const text = (key: 'tagline' | 'quoteAndBook' | 'contactUs', label: string, textarea = false) => {
    const path = `configuration.content.${key}`;
    return (
      <TextBox
        id={fieldId(path)}
        label={label}
        type={textarea ? 'textarea' : 'text'}
        maxLength={textarea ? 2000 : undefined}
        value={content[key]}
        onChange={(value) => setContent({ [key]: value })}
        error={errors[path]}
      />
    );
  };
  const legal = (key: 'conditionsOfUse' | 'privacyNotice', label: string) => {
    const path = `configuration.content.${key}`;
    return (
      <TextBox
        id={fieldId(path)}
        label={label}
        type="textarea"
        maxLength={LONG_TEXT}
        value={content[key]}
        onChange={(value) => setContent({ [key]: value })}
        error={errors[path]}
        helperText={`HTML with the tags ${LEGAL_TAGS.join(', ')}; links may go to https://, mailto:, tel: or a /path`}
      />
    );
  };
  const airports = content.airportTransfers;
  return (
    <>
      <Section legend="Page copy">
        {text('tagline', 'Tagline')}
        {text('quoteAndBook', 'Quote and Book', true)}
        {text('contactUs', 'Contact us text', true)}
      </Section>
      <Section legend="Booking FAQ">
        <ListEditor
          {...LISTS.faq}
          fields={[{ key: 'question' }, { key: 'answer', textarea: true }]}
          items={content.faq}
          blank={{ question: '', answer: '' }}
          addLabel="Add a question"
          errors={errors}
          onChange={(faq) => setContent({ faq })}
        />
      </Section>
      <Section legend="Why Us">
        <ListEditor
          {...LISTS.whyUs}
          fields={[{ key: 'title' }, { key: 'text', textarea: true }]}
          items={content.whyUs}
          blank={{ title: '', text: '' }}
          addLabel="Add a reason"
          errors={errors}
          onChange={(whyUs) => setContent({ whyUs })}
        />
      </Section>
      <Section legend="Airport transfers">
        <TextBox
          id={fieldId('configuration.content.airportTransfers.intro')}
          label="Airport transfers introduction"
          type="textarea"
          maxLength={2000}
          value={airports.intro}
          onChange={(intro) => setContent({ airportTransfers: { ...airports, intro } })}
          error={errors['configuration.content.airportTransfers.intro']}
        />
        <ListEditor
          {...LISTS.airports}
          fields={[{ key: 'name' }, { key: 'text', textarea: true }]}
          items={airports.airports}
          blank={{ name: '', text: '' }}
          addLabel="Add an airport"
          errors={errors}
          onChange={(list) => setContent({ airportTransfers: { ...airports, airports: list } })}
        />
      </Section>
      <Section legend="Social links">
        <Text textStyle="sm" color="fg.muted">
          Shown in the footer; each address starts https://.
        </Text>
        <ListEditor
          {...LISTS.sociallinks}
          fields={[{ key: 'name' }, { key: 'url' }]}
          items={settings.sociallinks}
          blank={{ name: '', url: '' }}
          addLabel="Add a link"
          errors={errors}
          onChange={(sociallinks) => change({ sociallinks })}
        />
      </Section>
      <Section legend="Legal pages">
        {legal('conditionsOfUse', 'Conditions of Use')}
        {legal('privacyNotice', 'Privacy Notice')}
      </Section>
    </>
  );
}
