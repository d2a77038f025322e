import type { ReactNode } from 'react';

/** A group of the room's lists under its count title, or a line saying it is empty. */
export function RoomGroup(props: {
  /** The title's id, which labels the list. */
  id: string;
  label: string;
  isEmpty: boolean;
  /** Said when the group is empty. */
  none: string;
  /** The list's items. */
  children: ReactNode;
}) {
  return (
    <div className="room-group">
      <h3 className="room-group__title" id={props.id}>
        {props.label}
      </h3>
      {props.isEmpty ? (
        <p className="section-card__text">{props.none}</p>
      ) : (
        <ul className="room-list" aria-labelledby={props.id}>
          {props.children}
        </ul>
      )}
    </div>
  );
}

/** An item of a room list: its label and, under it, a line about it; then its buttons. */
export function RoomItem(props: {
  label: ReactNode;
  meta: ReactNode;
  /** `auto` where the line about it is someone's text. */
  metaDir?: 'auto';
  /** More classes on the item, e.g. `room-qa__item`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={props.className ? `room-list__item ${props.className}` : 'room-list__item'}>
      <span className="room-list__text">
        {props.label}
        <span dir={props.metaDir} className="room-list__meta">
          {props.meta}
        </span>
      </span>
      {props.children}
    </li>
  );
}

/** One group per name, each listing the items that belong to it, in the order given. */
export function RoomGroups<TItem, TName extends string>(props: {
  groups: readonly TName[];
  items: readonly TItem[];
  groupOf: (item: TItem) => TName;
  /** The start of each group's title id, before the group's name. */
  idPrefix: string;
  label: (group: TName, count: number) => string;
  none: string;
  children: (item: TItem, group: TName) => ReactNode;
}) {
  return (
    <>
      {props.groups.map((group) => {
        const items = props.items.filter((item) => props.groupOf(item) === group);
        return (
          <RoomGroup
            key={group}
            id={`${props.idPrefix}-${group}`}
            label={props.label(group, items.length)}
            isEmpty={items.length === 0}
            none={props.none}
          >
            {items.map((item) => props.children(item, group))}
          </RoomGroup>
        );
      })}
    </>
  );
}
