// The desk's weather disruptions: GET the list; POST .../preview (how many bookings a
// declaration would touch), POST (declare: the guests are emailed once), POST .../{id}/lift.

import { weatherDisruptionSchema } from '@domain/api/weather';
import type { DisruptionPreviewDto, WeatherDisruptionDto } from '@domain/api-types';
import type { DeclareDisruptionInput } from '@domain/schemas/weather';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fetchParsed } from '@/lib/api';
import { deskChangeKeys, keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

const BASE = keys.desk.weatherDisruptions[0];

export const useWeatherDisruptions = () =>
  useQuery({
    queryKey: keys.desk.weatherDisruptions,
    queryFn: fetchParsed(z.array(weatherDisruptionSchema)),
    retry: false,
  });

export const previewDisruption = (input: DeclareDisruptionInput) =>
  apiRequest<DisruptionPreviewDto>('POST', `${BASE}/preview`, input);

/** A declaration or a lift changes the list, the bookings' history and the guests' notices. */
const weatherChangeKeys = [keys.desk.weatherDisruptions, ...deskChangeKeys];

export const useDeclareDisruption = () =>
  useRefreshingMutation(
    (input: DeclareDisruptionInput) => apiRequest<WeatherDisruptionDto>('POST', BASE, input),
    weatherChangeKeys,
  );

export const useLiftDisruption = () =>
  useRefreshingMutation(
    (id: string) => apiRequest<WeatherDisruptionDto>('POST', `${BASE}/${encodeURIComponent(id)}/lift`),
    weatherChangeKeys,
  );
