import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileButton } from './FileButton';

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('FileButton', () => {
  it('is the native input under both its field label and its translated button', async () => {
    const onFiles = vi.fn();
    render(
      <>
        <label htmlFor="pics">Product images</label>
        <FileButton id="pics" text="选择文件" accept="image/png" multiple onFiles={onFiles} />
      </>,
    );
    const input = screen.getByLabelText('Product images') as HTMLInputElement;
    expect(screen.getByLabelText('选择文件')).toBe(input);
    await userEvent.upload(input, [png('a.png'), png('b.png')]);
    expect(onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'b.png' }),
    ]);
    // emptied, so choosing the same file again is a change again
    expect(input.value).toBe('');
  });

  it.each([
    [{ loading: true }, 'ui button loading'],
    [{ disabled: true }, 'ui button disabled'],
    [{}, 'ui button'],
  ])('with %j the button reads %s and the input follows', (state, className) => {
    render(<FileButton id="f" text="Choose file" accept=".csv" onFiles={vi.fn()} {...state} />);
    expect(screen.getByText('Choose file').className).toBe(className);
    expect((screen.getByLabelText('Choose file') as HTMLInputElement).disabled).toBe(
      className !== 'ui button',
    );
  });
});
