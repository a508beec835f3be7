// 'Extras' on the booking page: the resort's extras (breakfast, transfers, tours) to add to the stay, in
// the picker of the add-ons feature. Nothing shows while none are offered.
import { Sparkles } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { IconHeading } from '@/components/ui/icon-badge';
import { ExtrasPicker, type ExtrasStay, useAddOnsText, type useExtras } from '@/features/add-ons';
import { EXTRAS_SECTION_ID } from '../lib/with-extras';

export const ExtrasSection = ({
  extras,
  stay,
}: {
  extras: ReturnType<typeof useExtras>;
  stay: ExtrasStay;
}) => {
  const { t } = useAddOnsText();
  if (extras.addOns.length === 0) return null;
  return (
    <Card className="scroll-mt-24 p-5 sm:p-6" id={EXTRAS_SECTION_ID}>
      <section aria-labelledby="extras-title">
        <IconHeading id="extras-title" icon={Sparkles} title={t('title')} text={t('intro')} />
        <div className="mt-5">
          <ExtrasPicker
            addOns={extras.addOns}
            choices={extras.choices}
            stay={stay}
            onChange={extras.setChoices}
            label={t('title')}
          />
        </div>
      </section>
    </Card>
  );
};
