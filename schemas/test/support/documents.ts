/** A paragraph block with one span, as the Studio writes it. */
export const paragraph = (text: string, markDefs: unknown[] = [], marks: string[] = []) => ({
  _type: 'block',
  _key: 'p1',
  style: 'normal',
  markDefs,
  children: [{ _type: 'span', _key: 's1', text, marks }],
});
