import {
  addGuestItem,
  checkGuestItem,
  GUEST_LIST_STORAGE_KEY,
  readGuestList,
  removeGuestItem,
  writeGuestList,
} from './guest-shopping-list';

describe("a guest's shopping list on this device", () => {
  beforeEach(() => localStorage.clear());

  it('keeps added, checked and removed items across visits', () => {
    let items = addGuestItem(addGuestItem([], ' Farina 00 '), 'Uova');
    items = checkGuestItem(items, items[0]!.id, true);
    writeGuestList(items);
    expect(readGuestList().map((item) => [item.label, item.checked])).toEqual([
      ['Farina 00', true],
      ['Uova', false],
    ]);
    writeGuestList(removeGuestItem(readGuestList(), items[1]!.id));
    expect(readGuestList()).toHaveLength(1);
    writeGuestList([]);
    expect(localStorage.getItem(GUEST_LIST_STORAGE_KEY)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(GUEST_LIST_STORAGE_KEY, '{non json');
    expect(readGuestList()).toEqual([]);
    localStorage.setItem(GUEST_LIST_STORAGE_KEY, JSON.stringify([{ label: 'senza id' }, 3]));
    expect(readGuestList()).toEqual([]);
  });
});
