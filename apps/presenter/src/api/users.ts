import {
  API_PATHS,
  type TAuthResponse,
  type TForgotPasswordRequest,
  type TLoginRequest,
  type TRegisterRequest,
  type TResetPasswordRequest,
  type TUpdatePasswordRequest,
  type TUpdateProfileRequest,
  type TUser,
} from '@crowdeck/core';
import { api } from './client';

/** Creates an account and signs it in. */
export const registerUser = (body: TRegisterRequest) =>
  api.post<TAuthResponse>(API_PATHS.usersCreate, body);

/** Signs in with email and password. */
export const loginUser = (body: TLoginRequest) =>
  api.post<TAuthResponse>(API_PATHS.authLogin, body);

/** Revokes the current session token on the server. */
export const logoutUser = () => api.post<unknown>(API_PATHS.authLogout);

/** The signed-in user. */
export const fetchProfile = () => api.get<TUser>(API_PATHS.usersProfile);

/** Changes the name and/or email (an email change needs the current password). */
export const updateProfile = (body: TUpdateProfileRequest) =>
  api.put<TUser>(API_PATHS.usersUpdate, body);

/** Changes the password. */
export const updatePassword = (body: TUpdatePasswordRequest) =>
  api.put<unknown>(API_PATHS.usersUpdatePassword, body);

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export const requestPasswordReset = (body: TForgotPasswordRequest) =>
  api.post<unknown>(API_PATHS.usersForgotPassword, body);

/** Sets a new password with the token of the mailed link. */
export const resetPassword = (body: TResetPasswordRequest) =>
  api.post<unknown>(API_PATHS.usersResetPassword, body);
