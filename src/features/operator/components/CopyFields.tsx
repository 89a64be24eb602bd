import { Text } from '@chakra-ui/react';
import { LEGAL_TAGS } from '@/api/wire/legalHtml';
import type { WireContent } from '@/api/wire/configuration';
import { TextBox } from '@/design-system';
import { useT, type MessageId } from '@/i18n';
import { fieldId } from '../model/consoleForm';
import { LISTS } from '../model/fields';
import { LeftToRight, Section, type SectionProps } from './FormParts';
import { ListEditor } from './ListEditor';

/** Long copy: the legal pages are a few thousand characters of HTML. */
const LONG_TEXT = 20_000;

/**
 * The home page's copy (tagline, Quote and Book, FAQ, Why Us, airport transfers, contact), the footer's social links
 * and its legal pages: each list's items added, removed and reordered here.
 */
export function CopyFields({ settings, errors, change }: SectionProps) {
  const t = useT();
  const content = settings.content;
  const setContent = (next: Partial<WireContent>) => change({ content: { ...content, ...next } });
  const text = (key: 'tagline' | 'quoteAndBook' | 'contactUs', label: MessageId, textarea = false) => {
    const path = `configuration.content.${key}`;
    return (
      <TextBox
        id={fieldId(path)}
        label={t(label)}
        type={textarea ? 'textarea' : 'text'}
        maxLength={textarea ? 2000 : undefined}
        value={content[key]}
        onChange={(value) => setContent({ [key]: value })}
        error={errors[path]}
      />
    );
  };
  const legal = (key: 'conditionsOfUse' | 'privacyNotice', label: MessageId) => {
    const path = `configuration.content.${key}`;
    return (
      // HTML reads left to right whatever the console's language.
      <LeftToRight>
        <TextBox
          id={fieldId(path)}
          label={t(label)}
          type="textarea"
          maxLength={LONG_TEXT}
          value={content[key]}
          onChange={(value) => setContent({ [key]: value })}
          error={errors[path]}
          helperText={t('operator.copy.legalHint', { tags: LEGAL_TAGS.join(', ') })}
        />
      </LeftToRight>
    );
  };
  const airports = content.airportTransfers;
  return (
    <>
      <Section legend={t('operator.copy.legend')}>
        {text('tagline', 'operator.copy.tagline')}
        {text('quoteAndBook', 'operator.copy.quoteAndBook', true)}
        {text('contactUs', 'operator.copy.contactUs', true)}
      </Section>
      <Section legend={t('operator.copy.faq')}>
        <ListEditor
          {...LISTS.faq}
          fields={[{ key: 'question' }, { key: 'answer', textarea: true }]}
          items={content.faq}
          blank={{ question: '', answer: '' }}
          addLabel={t('operator.list.addQuestion')}
          errors={errors}
          onChange={(faq) => setContent({ faq })}
        />
      </Section>
      <Section legend={t('operator.copy.whyUs')}>
        <ListEditor
          {...LISTS.whyUs}
          fields={[{ key: 'title' }, { key: 'text', textarea: true }]}
          items={content.whyUs}
          blank={{ title: '', text: '' }}
          addLabel={t('operator.list.addReason')}
          errors={errors}
          onChange={(whyUs) => setContent({ whyUs })}
        />
      </Section>
      <Section legend={t('operator.copy.airports')}>
        <TextBox
          id={fieldId('configuration.content.airportTransfers.intro')}
          label={t('operator.copy.airportsIntro')}
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
          addLabel={t('operator.list.addAirport')}
          errors={errors}
          onChange={(list) => setContent({ airportTransfers: { ...airports, airports: list } })}
        />
      </Section>
      <Section legend={t('operator.copy.social')}>
        <Text textStyle="sm" color="fg.muted">
          {t('operator.copy.socialHint')}
        </Text>
        <ListEditor
          {...LISTS.sociallinks}
          fields={[{ key: 'name' }, { key: 'url' }]}
          items={settings.sociallinks}
          blank={{ name: '', url: '' }}
          addLabel={t('operator.list.addLink')}
          errors={errors}
          onChange={(sociallinks) => change({ sociallinks })}
        />
      </Section>
      <Section legend={t('operator.copy.legal')}>
        {legal('conditionsOfUse', 'operator.copy.conditionsOfUse')}
        {legal('privacyNotice', 'operator.copy.privacyNotice')}
      </Section>
    </>
  );
}
