import { useId, useState, type ReactNode } from 'react';
import { Heading, ToggleButton } from 'react-aria-components';
import * as styles from './ServiceList.css.ts';

export const serviceListHeadingLevels = [2, 3, 4, 5, 6] as const;
export type ServiceListHeadingLevel = (typeof serviceListHeadingLevels)[number];

/** catalogue.txt §3 Cinema services: slug, label, description, image. */
export interface ServiceListItem {
  id: string;
  label: string;
  /** Shown once the service is selected. */
  description?: ReactNode;
  /** A picture of the service; decorative (the label names it). */
  imageSrc?: string;
}

export interface ServiceListProps {
  /** Names the group of services, e.g. "Services of the cinema". */
  label: string;
  /** The services, in order. */
  services: readonly ServiceListItem[];
  /** The selected service, or null when none is (controlled). */
  selectedId?: string | null;
  /** The service selected at first, when the list keeps the choice itself (uncontrolled). */
  defaultSelectedId?: string | null;
  /** Called with the selected service, or null once it is unselected. */
  onSelectionChange?: (selectedId: string | null) => void;
  /** The level of the selected service's heading, to fit the page outline. */
  headingLevel?: ServiceListHeadingLevel;
}

/**
 * A cinema's services as toggle buttons; the selected one shows its details below. Selecting the
 * selected service again unselects it (catalogue.txt §4 Cinema page: "a selected service ...
 * toggle[s] on repeated selection").
 */
export function ServiceList({
  label,
  services,
  selectedId,
  defaultSelectedId = null,
  onSelectionChange,
  headingLevel = 3,
}: ServiceListProps) {
  const [ownSelection, setOwnSelection] = useState<string | null>(defaultSelectedId);
  const selected = selectedId === undefined ? ownSelection : selectedId;
  const detailsId = useId();
  const choose = (id: string | null) => {
    if (selectedId === undefined) setOwnSelection(id);
    onSelectionChange?.(id);
  };
  const current = services.find((service) => service.id === selected);
  return (
    <div className={styles.list}>
      <ul className={styles.buttons} aria-label={label}>
        {services.map((service) => (
          <li key={service.id}>
            <ToggleButton
              className={styles.button}
              isSelected={service.id === selected}
              onChange={(isSelected) => choose(isSelected ? service.id : null)}
              aria-controls={detailsId}
            >
              {service.imageSrc ? (
                <img className={styles.image} src={service.imageSrc} alt="" loading="lazy" decoding="async" />
              ) : null}
              <span>{service.label}</span>
            </ToggleButton>
          </li>
        ))}
      </ul>
      {/* Always present, so the buttons' aria-controls names it; polite, so choosing reads the details. */}
      <div id={detailsId} className={styles.details} aria-live="polite">
        {current ? (
          <>
            <Heading level={headingLevel} className={styles.detailsTitle}>
              {current.label}
            </Heading>
            {current.description ? <div className={styles.description}>{current.description}</div> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
