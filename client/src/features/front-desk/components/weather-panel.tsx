// The front desk's Weather tab: declare a disruption, then follow its bookings.

import { DeclareDisruptionForm } from './declare-disruption-form';
import { WeatherDisruptionList } from './weather-disruption-list';

export const WeatherPanel = () => (
  <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
    <DeclareDisruptionForm />
    <section aria-labelledby="weather-list-title" className="grid gap-3">
      <h3 id="weather-list-title" className="text-lg font-semibold">
        Declared disruptions
      </h3>
      <WeatherDisruptionList />
    </section>
  </div>
);
