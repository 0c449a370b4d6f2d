/** The rich-text editor's toolbar (namespace 'richTextEditor'), loaded with the editor. */
export const en = {
  toolbar: 'Formatting',
  textStyle: 'Text style',
  paragraph: 'Paragraph',
  heading: 'Heading {{level}}',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  image: 'Insert image',
  undo: 'Undo',
  redo: 'Redo',
  linkPrompt: {
    header: 'Link address',
    message: 'The address the selected text leads to. Leave it empty to remove the link.',
    placeholder: 'https://…',
    save: 'Save',
    invalid: 'This is not a web address',
  },
  imageFailed: 'This image could not be read. Try another one.',
  loading: 'Loading the editor',
} as const;
