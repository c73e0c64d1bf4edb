import { DEFAULT_PATIENT_IMAGE } from '@clinic/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('when the patient has a picture of their own, then it shows that picture', () => {
    render(
      <Avatar
        name="Asha Rao"
        image="https://care.clinic.example/uploads/avatars/a.webp"
        size={36}
      />,
    );

    expect(screen.getByRole('img', { name: 'Profile picture of Asha Rao' })).toHaveAttribute(
      'src',
      'https://care.clinic.example/uploads/avatars/a.webp',
    );
  });

  it("when the API answers its default picture, absolute or not, then the patient's initial shows instead", () => {
    for (const image of [
      DEFAULT_PATIENT_IMAGE,
      `https://care.clinic.example${DEFAULT_PATIENT_IMAGE}`,
    ]) {
      const { container, unmount } = render(<Avatar name="asha Rao" image={image} size={36} />);

      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(container).toHaveTextContent(/^A$/);
      unmount();
    }
  });
});
