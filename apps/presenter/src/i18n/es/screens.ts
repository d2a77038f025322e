import { esPricing } from './pricing';

/** Spanish texts of the screens (auth, account, home, placeholders). */
export const esScreens = {
  'form.show': 'Mostrar',
  'form.hide': 'Ocultar',
  'form.showPassword': 'Mostrar la contraseña',
  'form.hidePassword': 'Ocultar la contraseña',

  'register.title': 'Crea tu cuenta',
  'register.subtitle':
    'Lanza encuestas, cuestionarios y nubes de palabras en directo en pocos minutos.',
  'register.name': 'Nombre',
  'register.email': 'Correo electrónico',
  'register.password': 'Contraseña',
  'register.passwordHint': 'Entre 8 y 128 caracteres',
  'register.submit': 'Crear cuenta',
  'register.submitting': 'Creando la cuenta…',
  'register.haveAccount': '¿Ya tienes una cuenta?',
  'register.signIn': 'Iniciar sesión',
  'register.success': '¡Te damos la bienvenida a Crowdeck, {{name}}!',
  'register.seePricing': 'Ver planes y precios',

  'login.title': 'Inicia sesión en Crowdeck',
  'login.subtitle': 'Te damos la bienvenida de nuevo.',
  'login.email': 'Correo electrónico',
  'login.password': 'Contraseña',
  'login.submit': 'Iniciar sesión',
  'login.submitting': 'Iniciando sesión…',
  'login.forgot': '¿Olvidaste tu contraseña?',
  'login.noAccount': '¿Eres nuevo en Crowdeck?',
  'login.register': 'Crear una cuenta',
  'login.success': 'Sesión iniciada. ¡Hola, {{name}}!',

  'forgot.title': 'Restablece tu contraseña',
  'forgot.subtitle':
    'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
  'forgot.email': 'Correo electrónico',
  'forgot.submit': 'Enviar el enlace',
  'forgot.submitting': 'Enviando…',
  'forgot.sentTitle': 'Revisa tu correo',
  'forgot.sent':
    'Si existe una cuenta con {{email}}, te enviamos un enlace para restablecer la contraseña. Caduca en 1 hora.',
  'forgot.tryOther': 'Usar otro correo electrónico',
  'forgot.backToLogin': 'Volver a iniciar sesión',

  'reset.title': 'Elige una contraseña nueva',
  'reset.subtitle': 'Usa entre 8 y 128 caracteres que sean difíciles de adivinar.',
  'reset.password': 'Contraseña nueva',
  'reset.confirm': 'Confirma la contraseña nueva',
  'reset.passwordHint': 'Entre 8 y 128 caracteres',
  'reset.submit': 'Guardar la contraseña nueva',
  'reset.submitting': 'Guardando…',
  'reset.success': 'Contraseña cambiada. Inicia sesión con tu contraseña nueva.',
  'reset.invalidTitle': 'Este enlace ya no funciona',
  'reset.invalid':
    'Falta el enlace para restablecer la contraseña, ya se usó o caducó (los enlaces duran 1 hora). Pide uno nuevo.',
  'reset.requestNew': 'Enviarme un enlace nuevo',
  'reset.backToLogin': 'Volver a iniciar sesión',

  'home.greeting': 'Hola, {{name}}',
  'home.greetingNoName': 'Hola',
  'home.title': 'Tus presentaciones',
  'home.emptyTitle': 'Todavía no tienes presentaciones',
  'home.emptyBody':
    'Tus presentaciones aparecerán aquí. La creación y edición de presentaciones con cuestionarios, encuestas y nubes de palabras llega en la próxima versión de Crowdeck.',
  'home.planLine': 'Tienes el plan {{plan}}.',
  'home.seePlans': 'Ver planes',
  'home.profileError': 'No pudimos cargar tu perfil.',
  'home.retry': 'Reintentar',

  'account.title': 'Cuenta',
  'account.profileTitle': 'Perfil',
  'account.name': 'Nombre',
  'account.email': 'Correo electrónico',
  'account.currentPassword': 'Contraseña actual',
  'account.currentPasswordHint': 'Necesaria para cambiar tu correo electrónico.',
  'account.saveProfile': 'Guardar el perfil',
  'account.savingProfile': 'Guardando…',
  'account.profileSaved': 'Perfil guardado.',
  'account.passwordTitle': 'Contraseña',
  'account.newPassword': 'Contraseña nueva',
  'account.newPasswordHint': 'Entre 8 y 128 caracteres',
  'account.confirmPassword': 'Confirma la contraseña nueva',
  'account.savePassword': 'Cambiar la contraseña',
  'account.savingPassword': 'Cambiando…',
  'account.passwordSaved': 'Contraseña cambiada.',
  'account.planTitle': 'Plan',
  'account.planCurrent': 'Plan actual',
  'account.seePricing': 'Comparar planes',
  'account.memberSince': 'Miembro desde',
  'account.sessionTitle': 'Sesión',
  'account.logoutHint': 'Cierra la sesión de Crowdeck en este navegador.',
  'account.logout': 'Cerrar sesión',
  'account.loggingOut': 'Cerrando sesión…',
  'account.languageTitle': 'Idioma',
  'account.language': 'Idioma de Crowdeck',
  'account.languageBrowser': 'El idioma del navegador',
  'account.languageHint':
    'Crowdeck se muestra en {{language}} en todos los navegadores en los que inicies sesión. Los teléfonos usan su propio idioma, salvo que una presentación fije uno.',
  'account.languageSaved': 'Idioma guardado.',

  'presentation.title': 'Editor de presentaciones',
  'presentation.unavailable':
    'El editor de la presentación «{{id}}» todavía no está disponible. Llegará con la versión de las presentaciones; hasta entonces, aquí no hay nada que editar.',
  'placeholder.backHome': 'Volver a tus presentaciones',

  'checkoutSuccess.title': 'Pago recibido',
  'checkoutSuccess.body':
    '¡Gracias! Tu pago se realizó correctamente. Tu nuevo plan aparecerá en la página de tu cuenta en cuanto el proveedor de pagos lo confirme, normalmente en menos de un minuto.',
  'checkoutSuccess.account': 'Ir a tu cuenta',
  'checkoutSuccess.home': 'Volver a las presentaciones',
  'checkoutError.title': 'Pago no completado',
  'checkoutError.body':
    'El pago se canceló o no se completó, y no se te cobró nada. Puedes volver a intentarlo desde la página de precios.',
  'checkoutError.pricing': 'Volver a los precios',
  'checkoutError.account': 'Ir a tu cuenta',

  'notFound.title': 'Página no encontrada',
  'notFound.body': 'La página que buscas no existe o se ha movido.',
  'notFound.home': 'Ir a la página de inicio',

  ...esPricing,
};
