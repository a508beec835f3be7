// One cottage in the admin grid: its main photo with the status, name, "good for N persons", the price
// for the day and the Edit and Delete buttons.

import type { CottageDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { ImageOff, Users } from 'lucide-react';
import { type CardActions, EditDeleteButtons } from '@/components/admin/edit-delete-buttons';
import { ResponsiveImage } from '@/components/responsive-image';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useDayVisitsAdminText } from './messages';

const STATUS_DOT: Record<CottageDto['status'], string> = {
  available: 'bg-success',
  maintenance: 'bg-warning',
  booked: 'bg-primary',
};

export const CottageCard = ({ cottage, onEdit, onDelete }: { cottage: CottageDto } & CardActions) => {
  const { t } = useDayVisitsAdminText();
  const photo = cottage.imagePath ?? cottage.images[0];
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="admin-cottage">
      <div className="relative aspect-[16/10] bg-gradient-to-br from-secondary to-sand">
        {photo ? (
          <ResponsiveImage
            src={photo}
            alt={cottage.name}
            className="absolute inset-0 size-full object-cover"
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-primary/70">
            <ImageOff className="size-8" aria-hidden="true" />
            <span className="text-xs text-muted-foreground">{t('cottages.noPhoto')}</span>
          </div>
        )}
        <div className="absolute top-3 left-3">
          <Badge variant="outline" className="border-transparent bg-white/95 shadow-sm">
            <span className={`size-2 rounded-full ${STATUS_DOT[cottage.status]}`} aria-hidden="true" />
            {t(`cottages.status.${cottage.status}`)}
          </Badge>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold leading-snug">{cottage.name}</h3>
          <p className="mt-0.5 text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums">{formatPesos(cottage.price)}</span>{' '}
            {t('cottages.perDay')}
          </p>
        </div>
        <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <Users className="size-3.5" aria-hidden="true" />
          {t('cottages.goodFor', { count: cottage.capacity })}
        </p>
        {cottage.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{cottage.description}</p>
        ) : null}
        <EditDeleteButtons name={cottage.name} onEdit={onEdit} onDelete={onDelete} className="pt-1" />
      </div>
    </Card>
  );
};
