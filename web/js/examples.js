// Example puzzles the editor offers (it opens empty): small, and each shows something.
export const EXAMPLES = [
  {
    name: 'letter-a', label: 'Letter A (5x5)',
    puzzle: { title: 'Letter A', width: 5, height: 5, rows: [[3], [1, 1], [5], [1, 1], [1, 1]], columns: [[4], [1, 1], [1, 1], [1, 1], [4]] },
  },
  {
    name: 'sailboat', label: 'Sailboat (17x15)',
    puzzle: {
      title: 'Sailboat', width: 17, height: 15,
      rows: [[1], [2], [3, 1], [4, 2], [5, 3], [6, 4], [7, 5], [8, 6], [1], [17], [15], [13], [11], [2, 2, 2, 2], [1, 2, 2, 2, 2]],
      columns: [[1, 1, 1], [2, 2, 1], [3, 3, 1], [4, 4, 1], [5, 4, 1], [6, 5], [7, 5], [8, 4, 1], [5, 1], [6, 5], [5, 5], [4, 4, 1], [3, 4, 1], [2, 5], [1, 3, 1], [2, 1], [1, 1]],
    },
  },
  {
    // data/colour/traffic-light.xml: a colour puzzle (black, red, amber and green on white).
    name: 'traffic-light', label: 'Traffic light, colour (7x13)',
    puzzle: {
      title: 'Traffic light', width: 7, height: 13,
      palette: [
        { name: 'white', rgb: '#ffffff', char: '.' }, { name: 'black', rgb: '#202020', char: 'k' },
        { name: 'red', rgb: '#e02020', char: 'r' }, { name: 'amber', rgb: '#f0a020', char: 'y' },
        { name: 'green', rgb: '#20b040', char: 'g' },
      ],
      rows: [[5], [2, 3, 2], [2, 3, 2], [7], [2, 3, 2], [2, 3, 2], [7], [2, 3, 2], [2, 3, 2], [5], [1], [1], [3]],
      rowColours: [[1], [1, 2, 1], [1, 2, 1], [1], [1, 3, 1], [1, 3, 1], [1], [1, 4, 1], [1, 4, 1], [1], [1], [1], [1]],
      columns: [[8], [10], [1, 2, 1, 2, 1, 2, 1, 1], [1, 2, 1, 2, 1, 2, 4], [1, 2, 1, 2, 1, 2, 1, 1], [10], [8]],
      columnColours: [[1], [1], [1, 2, 1, 3, 1, 4, 1, 1], [1, 2, 1, 3, 1, 4, 1], [1, 2, 1, 3, 1, 4, 1, 1], [1], [1]],
    },
  },
  {
    name: 'two-solutions', label: 'Two solutions (2x2)',
    puzzle: { title: 'Two solutions', width: 2, height: 2, rows: [[1], [1]], columns: [[1], [1]] },
  },
];
